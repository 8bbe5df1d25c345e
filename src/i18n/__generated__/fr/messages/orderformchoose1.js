/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformchoose1Inputs */

const fr_orderformchoose1 = /** @type {(inputs: Orderformchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir`)
};

/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformchoose1 = fr_orderformchoose1;
export { orderformchoose1 as "orderformChoose" }