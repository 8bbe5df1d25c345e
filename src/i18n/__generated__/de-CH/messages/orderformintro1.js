/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const de_ch2_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die Artikelnummern aus Ihrem Katalog ein, wählen Sie Grösse und Menge und legen Sie alle Artikel auf einmal in den Warenkorb.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = de_ch2_orderformintro1;
export { orderformintro1 as "orderformIntro" }