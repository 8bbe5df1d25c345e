/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketsoldout2Inputs */

const cs_basketsoldout2 = /** @type {(inputs: Basketsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(vyprodáno)`)
};

/**

* @param {Basketsoldout2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketsoldout2 = cs_basketsoldout2;
export { basketsoldout2 as "basketSoldOut" }