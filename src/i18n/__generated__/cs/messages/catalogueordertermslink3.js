/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const cs_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`všeobecné obchodní podmínky`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = cs_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }