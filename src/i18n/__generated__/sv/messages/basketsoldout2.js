/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsoldout2Inputs */

const sv_basketsoldout2 = /** @type {(inputs: Basketsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(slutsåld)`)
};

/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketsoldout2 = sv_basketsoldout2;
export { basketsoldout2 as "basketSoldOut" }