/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketincrease1Inputs */

const nl_basketincrease1 = /** @type {(inputs: Basketincrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aantal verhogen`)
};

/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketincrease1 = nl_basketincrease1;
export { basketincrease1 as "basketIncrease" }