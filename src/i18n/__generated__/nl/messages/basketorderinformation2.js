/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketorderinformation2Inputs */

const nl_basketorderinformation2 = /** @type {(inputs: Basketorderinformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelinformatie`)
};

/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketorderinformation2 = nl_basketorderinformation2;
export { basketorderinformation2 as "basketOrderInformation" }