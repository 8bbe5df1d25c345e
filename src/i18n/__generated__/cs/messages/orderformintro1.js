/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const cs_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zadejte čísla zboží z katalogu, vyberte velikost a množství a vložte vše najednou do košíku.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = cs_orderformintro1;
export { orderformintro1 as "orderformIntro" }