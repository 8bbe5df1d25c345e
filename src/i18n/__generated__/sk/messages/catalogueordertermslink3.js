/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const sk_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`všeobecné obchodné podmienky`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = sk_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }