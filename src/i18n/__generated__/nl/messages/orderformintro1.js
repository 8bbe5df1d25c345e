/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const nl_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul de artikelnummers uit je catalogus in, kies maat en aantal en leg alle artikelen in één keer in je winkelmand.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = nl_orderformintro1;
export { orderformintro1 as "orderformIntro" }