/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketmen1Inputs */

const nl_basketmen1 = /** @type {(inputs: Basketmen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herenmode`)
};

/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketmen1 = nl_basketmen1;
export { basketmen1 as "basketMen" }