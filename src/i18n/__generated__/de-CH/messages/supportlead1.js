/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportlead1Inputs */

const de_ch2_supportlead1 = /** @type {(inputs: Supportlead1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit diesen Angaben findet unser Kundenservice Ihre Sitzung und kann Ihnen bei technischen Fragen helfen.`)
};

/**

* @param {Supportlead1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const supportlead1 = de_ch2_supportlead1;
export { supportlead1 as "supportLead" }