/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsoldout2Inputs */

const sk_basketsoldout2 = /** @type {(inputs: Basketsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vypredané)`)
};

/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketsoldout2 = sk_basketsoldout2;
export { basketsoldout2 as "basketSoldOut" }