/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const sk_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš formulár obsahuje vypredaný tovar. Odoberte ho prosím.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = sk_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }