/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalserviceremoved3Inputs */

const sk_basketdisposalserviceremoved3 = /** @type {(inputs: Basketdisposalserviceremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na využitie našej služby likvidácie je potrebné objednať aspoň jeden matrac alebo rošt. Služba likvidácie preto bola odstránená.`)
};

/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketdisposalserviceremoved3 = sk_basketdisposalserviceremoved3;
export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" }