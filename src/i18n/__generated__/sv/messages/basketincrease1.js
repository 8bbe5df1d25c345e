/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketincrease1Inputs */

const sv_basketincrease1 = /** @type {(inputs: Basketincrease1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öka antal`)
};

/**

* @param {Basketincrease1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketincrease1 = sv_basketincrease1;
export { basketincrease1 as "basketIncrease" }