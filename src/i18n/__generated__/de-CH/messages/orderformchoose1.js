/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformchoose1Inputs */

const de_ch2_orderformchoose1 = /** @type {(inputs: Orderformchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen`)
};

/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformchoose1 = de_ch2_orderformchoose1;
export { orderformchoose1 as "orderformChoose" }