/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const fr_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nos ${i?.terms} et le ${i?.withdrawal} s’appliquent. Les catalogues sont gratuits.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = fr_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }