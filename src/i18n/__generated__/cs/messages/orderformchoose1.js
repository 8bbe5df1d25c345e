/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformchoose1Inputs */

const cs_orderformchoose1 = /** @type {(inputs: Orderformchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím`)
};

/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformchoose1 = cs_orderformchoose1;
export { orderformchoose1 as "orderformChoose" }