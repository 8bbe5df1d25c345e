/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const cs_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš formulář obsahuje vyprodané zboží. Odeberte je prosím.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = cs_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }