/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderadditional2Inputs */

const de_ch2_catalogueorderadditional2 = /** @type {(inputs: Catalogueorderadditional2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresszusatz`)
};

/**

* @param {Catalogueorderadditional2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderadditional2 = de_ch2_catalogueorderadditional2;
export { catalogueorderadditional2 as "catalogueOrderAdditional" }