/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactchoose1Inputs */

const nl_contactchoose1 = /** @type {(inputs: Contactchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maak een keuze`)
};

/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const contactchoose1 = nl_contactchoose1;
export { contactchoose1 as "contactChoose" }