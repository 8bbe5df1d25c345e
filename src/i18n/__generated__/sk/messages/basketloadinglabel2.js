/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloadinglabel2Inputs */

const sk_basketloadinglabel2 = /** @type {(inputs: Basketloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík sa načítava`)
};

/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketloadinglabel2 = sk_basketloadinglabel2;
export { basketloadinglabel2 as "basketLoadingLabel" }