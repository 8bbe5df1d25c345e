/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ target: "categories" | "categoryRecommendations" | "inspirationText" | "main" | "productRecommendations" }} Layoutskip1Inputs */

const sk_layoutskip1 = /** @type {(inputs: Layoutskip1Inputs) => LocalizedString} */ (i) => {
	if (i?.target === "main") return /** @type {LocalizedString} */ (`Prejsť na hlavný obsah`);
	if (i?.target === "categories") return /** @type {LocalizedString} */ (`Preskočiť kategórie produktov`);
	if (i?.target === "productRecommendations") return /** @type {LocalizedString} */ (`Preskočiť odporúčané produkty`);
	if (i?.target === "categoryRecommendations") return /** @type {LocalizedString} */ (`Preskočiť odporúčané kategórie`);
	if (i?.target === "inspirationText") return /** @type {LocalizedString} */ (`Preskočiť inšpiratívny text`);
	return /** @type {LocalizedString} */ ("layoutSkip");
};

/**

* @param {Layoutskip1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutskip1 = sk_layoutskip1;
export { layoutskip1 as "layoutSkip" }