/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersent2Inputs */

const sk_catalogueordersent2 = /** @type {(inputs: Catalogueordersent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ďakujeme za objednávku katalógov`)
};

/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const catalogueordersent2 = sk_catalogueordersent2;
export { catalogueordersent2 as "catalogueOrderSent" }