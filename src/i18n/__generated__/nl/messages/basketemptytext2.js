/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const nl_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voeg artikelen toe om af te rekenen.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = nl_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }