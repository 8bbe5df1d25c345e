/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloadinglabel2Inputs */

const nl_basketloadinglabel2 = /** @type {(inputs: Basketloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winkelwagen wordt geladen`)
};

/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketloadinglabel2 = nl_basketloadinglabel2;
export { basketloadinglabel2 as "basketLoadingLabel" }