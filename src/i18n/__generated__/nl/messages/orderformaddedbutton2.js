/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddedbutton2Inputs */

const nl_orderformaddedbutton2 = /** @type {(inputs: Orderformaddedbutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegevoegd`)
};

/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformaddedbutton2 = nl_orderformaddedbutton2;
export { orderformaddedbutton2 as "orderformAddedButton" }