/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordertermslink3Inputs */

const de_ch2_catalogueordertermslink3 = /** @type {(inputs: Catalogueordertermslink3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemeinen Geschäftsbedingungen`)
};

/**

* @param {Catalogueordertermslink3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueordertermslink3 = de_ch2_catalogueordertermslink3;
export { catalogueordertermslink3 as "catalogueOrderTermsLink" }