/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketempty1Inputs */

const cs_basketempty1 = /** @type {(inputs: Basketempty1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ve Vašem košíku momentálně nic není.`)
};

/**

* @param {Basketempty1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketempty1 = cs_basketempty1;
export { basketempty1 as "basketEmpty" }