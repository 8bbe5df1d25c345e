/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ terms: NonNullable<unknown>, withdrawal: NonNullable<unknown> }} Catalogueorderterms2Inputs */

const nl_catalogueorderterms2 = /** @type {(inputs: Catalogueorderterms2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onze ${i?.terms} en het ${i?.withdrawal} zijn van toepassing. De catalogi zijn gratis.`)
};

/**

* @param {Catalogueorderterms2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderterms2 = nl_catalogueorderterms2;
export { catalogueorderterms2 as "catalogueOrderTerms" }