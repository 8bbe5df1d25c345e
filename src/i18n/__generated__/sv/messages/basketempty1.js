/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const sv_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Din varukorg är tom just nu.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketempty1 = sv_basketempty1;
export { basketempty1 as "basketEmpty" }