/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformaddedbutton2Inputs */

const de_ch2_orderformaddedbutton2 = /** @type {(inputs: Orderformaddedbutton2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinzugefügt`)
};

/**

* @param {Orderformaddedbutton2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformaddedbutton2 = de_ch2_orderformaddedbutton2;
export { orderformaddedbutton2 as "orderformAddedButton" }