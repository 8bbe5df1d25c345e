/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketincrease1Inputs */

const de_basketincrease1 = /** @type {(inputs: Basketincrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menge erhöhen`)
};

/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const basketincrease1 = de_basketincrease1;
export { basketincrease1 as "basketIncrease" }