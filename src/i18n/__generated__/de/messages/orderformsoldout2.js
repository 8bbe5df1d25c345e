/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const de_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Bestellschein enthält ausverkaufte Artikel. Bitte entfernen Sie diese.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = de_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }