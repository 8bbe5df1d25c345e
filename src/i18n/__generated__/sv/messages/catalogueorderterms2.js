/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const sv_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Våra ${i?.terms} och ${i?.withdrawal} gäller. Katalogerna är gratis.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = sv_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }