/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalnote2Inputs */

const nl_basketdisposalnote2 = /** @type {(inputs: Basketdisposalnote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Info over afvoer`)
};

/**

* @param {Basketdisposalnote2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalnote2 = nl_basketdisposalnote2;
export { basketdisposalnote2 as "basketDisposalNote" }