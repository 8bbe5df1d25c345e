/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformchoose1Inputs */

const sv_orderformchoose1 = /** @type {(inputs: Orderformchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj`)
};

/**

* @param {Orderformchoose1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformchoose1 = sv_orderformchoose1;
export { orderformchoose1 as "orderformChoose" }