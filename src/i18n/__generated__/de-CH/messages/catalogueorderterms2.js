/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const de_ch2_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Es gelten unsere ${i?.terms} und das ${i?.withdrawal}. Die Kataloge sind kostenlos.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = de_ch2_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }