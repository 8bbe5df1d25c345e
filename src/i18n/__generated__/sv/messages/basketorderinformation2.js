/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketorderinformation2Inputs */

const sv_basketorderinformation2 = /** @type {(inputs: Basketorderinformation2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningsinformation`)
};

/**

* @param {Basketorderinformation2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const basketorderinformation2 = sv_basketorderinformation2;
export { basketorderinformation2 as "basketOrderInformation" }