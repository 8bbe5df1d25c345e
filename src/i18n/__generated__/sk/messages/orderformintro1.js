/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const sk_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadajte čísla tovaru z katalógu, vyberte veľkosť a množstvo a vložte všetko naraz do košíka.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = sk_orderformintro1;
export { orderformintro1 as "orderformIntro" }