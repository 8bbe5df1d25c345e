/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contenttip1Inputs */

const de_ch2_contenttip1 = /** @type {(inputs: Contenttip1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipp`)
};

/**

* @param {Contenttip1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const contenttip1 = de_ch2_contenttip1;
export { contenttip1 as "contentTip" }