/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketemptytext2Inputs */

const cs_basketemptytext2 = /** @type {(inputs: Basketemptytext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přidejte zboží, abyste mohli přejít k pokladně.`)
};

/**

* @param {Basketemptytext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const basketemptytext2 = cs_basketemptytext2;
export { basketemptytext2 as "basketEmptyText" }