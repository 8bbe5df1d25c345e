/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const fr_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`conditions générales de vente`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = fr_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }