/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const de_ch2_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Ihrer Zustimmung nutzen wir Cookies, um die Nutzung des Shops zu messen und Ihnen passende Angebote zu zeigen. Sie können Ihre Auswahl jederzeit ändern. Mehr in den`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = de_ch2_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }