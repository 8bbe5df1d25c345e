/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketfreegift2Inputs */

const cs_basketfreegift2 = /** @type {(inputs: Basketfreegift2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dárek zdarma`)
};

/**

* @param {Basketfreegift2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketfreegift2 = cs_basketfreegift2;
export { basketfreegift2 as "basketFreeGift" }