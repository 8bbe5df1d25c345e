/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloadinglabel2Inputs */

const cs_basketloadinglabel2 = /** @type {(inputs: Basketloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík se načítá`)
};

/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketloadinglabel2 = cs_basketloadinglabel2;
export { basketloadinglabel2 as "basketLoadingLabel" }