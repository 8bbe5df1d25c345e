/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const sk_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Platia naše ${i?.terms} a ${i?.withdrawal}. Katalógy sú zadarmo.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = sk_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }