/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersent2Inputs */

const cs_catalogueordersent2 = /** @type {(inputs: Catalogueordersent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Děkujeme za objednávku katalogů`)
};

/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueordersent2 = cs_catalogueordersent2;
export { catalogueordersent2 as "catalogueOrderSent" }