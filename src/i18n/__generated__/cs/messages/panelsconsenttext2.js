/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const cs_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S Vaším souhlasem používáme cookies, abychom mohli měřit používání obchodu a zobrazovat Vám vhodné nabídky. Svou volbu můžete kdykoli změnit. Více najdete v`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = cs_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }