/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const cs_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platí naše ${i?.terms} a ${i?.withdrawal}. Katalogy jsou zdarma.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = cs_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }