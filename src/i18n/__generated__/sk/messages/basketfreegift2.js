/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfreegift2Inputs */

const sk_basketfreegift2 = /** @type {(inputs: Basketfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Darček zadarmo`)
};

/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketfreegift2 = sk_basketfreegift2;
export { basketfreegift2 as "basketFreeGift" }