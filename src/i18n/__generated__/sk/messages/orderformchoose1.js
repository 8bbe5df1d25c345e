/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformchoose1Inputs */

const sk_orderformchoose1 = /** @type {(inputs: Orderformchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si`)
};

/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformchoose1 = sk_orderformchoose1;
export { orderformchoose1 as "orderformChoose" }