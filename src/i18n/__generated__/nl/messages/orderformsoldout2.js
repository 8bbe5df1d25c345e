/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const nl_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelformulier bevat uitverkochte artikelen. Verwijder deze.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = nl_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }