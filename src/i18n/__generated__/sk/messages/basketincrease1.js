/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketincrease1Inputs */

const sk_basketincrease1 = /** @type {(inputs: Basketincrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zvýšiť množstvo`)
};

/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketincrease1 = sk_basketincrease1;
export { basketincrease1 as "basketIncrease" }